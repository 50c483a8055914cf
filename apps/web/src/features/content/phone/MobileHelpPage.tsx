/**
 * /helpWord and /helpList on a phone: a search bar, the help articles folded by category, and the article named by
 * ?id= (its first screen drawn by the server for search engines and link previews).
 */
import { Collapse, List, SearchBar } from 'antd-mobile';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useBootPreviewDone } from '../../../lib/bootPreview';
import { useHelp } from '../api';
import { BannerCarousel } from '../BannerCarousel';
import { dateText } from '../ContentBody';
import { idParam } from '../logic';
import { MobileArticle } from './MobileArticle';
import styles from './mcontent.module.css';

function StillStuck() {
  const navigate = useNavigate();
  return (
    <List header="没有找到答案？" className={styles.more}>
      <List.Item description="描述问题、附上截图，运营同事会回复" onClick={() => void navigate('/feedback')}>
        意见反馈
      </List.Item>
      <List.Item description="客服电话、微信和邮箱" onClick={() => void navigate('/contactUs')}>
        联系我们
      </List.Item>
    </List>
  );
}

function HelpIndex() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const help = useHelp(keyword);
  useBootPreviewDone(!help.isPending);
  const search = (value: string) => setParams(value.trim() ? { keyword: value.trim() } : {});
  const categories = help.data?.categories ?? [];
  return (
    <>
      <div className={styles.search}>
        <SearchBar
          key={keyword}
          defaultValue={keyword}
          placeholder="搜索问题，如：上传、下载、发票"
          onSearch={search}
          onClear={() => search('')}
        />
      </div>
      <BannerCarousel position="help" className={styles.banner} />
      {help.isPending ? (
        <PhoneLoading />
      ) : help.isError ? (
        <PhoneError error={help.error} onRetry={() => void help.refetch()} />
      ) : categories.length === 0 ? (
        <PhoneEmpty
          title={keyword ? `没有找到与“${keyword}”相关的帮助` : '帮助文章正在整理中'}
          description={keyword ? '换个关键词试试，或联系我们' : ''}
        />
      ) : (
        <Collapse
          key={keyword}
          className={styles.block}
          defaultActiveKey={keyword ? categories.map((c) => c.category) : [categories[0]!.category]}
        >
          {categories.map((c) => (
            <Collapse.Panel key={c.category} title={`${c.category}（${c.list.length}）`}>
              <ul className={styles.links}>
                {c.list.map((a) => (
                  <li key={a.id}>
                    <Link to={`/helpList?id=${a.id}`}>{a.title}</Link>
                  </li>
                ))}
              </ul>
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
      <StillStuck />
    </>
  );
}

export default function MobileHelpPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  if (id === null) return <HelpIndex />;
  return (
    <MobileArticle id={id} meta={(a) => `${a.category || '帮助'} · 更新于 ${dateText(a.updatedAt)}`}>
      <StillStuck />
    </MobileArticle>
  );
}
