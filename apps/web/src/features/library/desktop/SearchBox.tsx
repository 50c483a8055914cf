/** The library's search box: suggests model names as you type; Enter searches, a suggestion opens the model. */
import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useDebounced } from '../useDebounced';
import { useNavigate } from 'react-router';
import { useSuggest } from '../hooks';
import { modelPath } from '../../../components/ModelCard';
import { searchPath } from '../libraryParams';

export function SearchBox({
  initial = '',
  onSearch,
  size = 'large',
  style,
}: {
  initial?: string;
  /** default: go to /search?keyword= */
  onSearch?: (keyword: string) => void;
  size?: 'large' | 'middle';
  style?: React.CSSProperties;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [initialSeen, setInitialSeen] = useState(initial);
  if (initialSeen !== initial) {
    setInitialSeen(initial);
    setText(initial);
  }
  const debounced = useDebounced(text);
  const suggest = useSuggest(open ? debounced : '');
  const submit = (value: string) => {
    setOpen(false);
    const keyword = value.trim();
    if (onSearch) onSearch(keyword);
    else if (keyword) void navigate(searchPath(keyword));
  };
  const options = (suggest.data ?? []).map((s) => ({ value: `model:${s.modelCode}`, label: s.title }));
  return (
    <AutoComplete
      value={text}
      options={text.trim() ? options : []}
      open={open && options.length > 0 && text.trim().length > 0}
      onOpenChange={setOpen}
      onSearch={(v) => {
        setText(v);
        setOpen(true);
      }}
      onSelect={(value: string) => {
        setOpen(false);
        if (value.startsWith('model:')) void navigate(modelPath(value.slice(6)));
      }}
      style={{ width: '100%', maxWidth: 560, ...style }}
    >
      <Input.Search
        size={size}
        placeholder="搜索模型，如：沙发、吊灯、戒指"
        enterButton={
          <span>
            <SearchOutlined /> 搜索
          </span>
        }
        allowClear
        maxLength={100}
        aria-label="搜索模型"
        onSearch={(value, _e, info) => {
          if (info?.source === 'clear') {
            if (onSearch) onSearch('');
            return;
          }
          submit(value);
        }}
      />
    </AutoComplete>
  );
}
