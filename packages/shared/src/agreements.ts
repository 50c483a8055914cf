/**
 * The built-in user agreement and privacy policy, short and in plain words: what the platform does today (accounts,
 * uploads, demands, messages). An operator page `useProtocol` or `privacy` (content console) replaces them. Shown by
 * the web app and drawn into the pages' HTML by the server (modules/content/pagePreview.ts).
 */
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface Agreement {
  title: string;
  updated: string;
  sections: AgreementSection[];
}

export const USER_AGREEMENT: Agreement = {
  title: '用户协议',
  updated: '2026 年 11 月',
  sections: [
    {
      heading: '一、协议范围',
      paragraphs: [
        '本协议是你与模型星球（以下称“平台”）之间关于注册、登录和使用平台服务的约定。注册或使用平台即表示你已阅读并同意本协议。',
      ],
    },
    {
      heading: '二、账号',
      paragraphs: [
        '你需要用本人手机号注册，并妥善保管密码和验证码。通过你的账号进行的操作视为你本人的操作。',
        '一个账号可以同时拥有需求方和服务方身份。发现账号被盗用时，请立即修改密码并联系我们。',
      ],
    },
    {
      heading: '三、上传的模型与内容',
      paragraphs: [
        '你上传的模型、图片、描述和评论，应当是你本人创作或已获得合法授权的内容，不得侵犯他人的著作权、商标权、肖像权等权利，不得含有违法违规信息。',
        '为了在网页和手机上展示模型，平台会对你上传的文件进行格式转换、压缩、生成封面和缩略图。模型的著作权仍归原权利人所有。',
        '你可以为模型设置“免费下载”“面议”或价格。设为免费下载的模型，登录用户都可以下载原始文件；面议和付费的模型，只有成交后才能下载。',
      ],
    },
    {
      heading: '四、建模需求与交易',
      paragraphs: [
        '需求方发布的需求经运营人员审核后公开，建模师可以投标报价。需求方选定建模师后，双方按需求描述、报价和工期完成交付与验收。',
        '双方应如实描述需求和作品，按约定交付和验收。发生争议时，平台可以根据双方在平台上的记录协助处理。',
      ],
    },
    {
      heading: '五、禁止行为',
      paragraphs: [
        '不得利用平台发布违法信息、冒用他人身份、批量注册账号、恶意刷量、干扰平台正常运行，或未经授权抓取平台数据。违反的，平台可以删除相关内容，并视情节限制或停用账号。',
      ],
    },
    {
      heading: '六、协议的变更',
      paragraphs: ['协议内容变更时，我们会在本页公布新版本。变更后继续使用平台，即表示你同意新的协议。'],
    },
  ],
};

export const PRIVACY_POLICY: Agreement = {
  title: '隐私政策',
  updated: '2026 年 11 月',
  sections: [
    {
      heading: '一、我们收集哪些信息',
      paragraphs: [
        '注册和登录时：手机号、经加密处理的密码、短信验证码的发送记录；使用微信登录时，微信提供的昵称、头像和用户标识。',
        '使用服务时：你上传的模型和文件、发布的需求和投标、评论、点赞、收藏、关注，以及登录时间、IP 地址和设备类型等日志信息。',
      ],
    },
    {
      heading: '二、我们如何使用这些信息',
      paragraphs: [
        '用于登录验证、保障账号安全、展示你公开的模型和资料、处理需求交易、发送与你有关的站内消息，以及统计模型的浏览和下载次数。',
        '我们不会把你的手机号公开展示。需求中的联系方式只有需求双方可以看到。',
      ],
    },
    {
      heading: '三、信息的存储与保护',
      paragraphs: [
        '你的信息存储在中华人民共和国境内。密码只以不可逆的方式保存，登录凭证一天后失效。',
        '我们不会出售你的个人信息。除法律法规要求外，未经你同意不会向第三方提供。',
      ],
    },
    {
      heading: '四、你的权利',
      paragraphs: [
        '你可以在个人中心查看和修改个人资料，删除自己上传的模型和评论。需要注销账号或导出信息时，可以通过“联系我们”页面中的方式与我们联系。',
      ],
    },
    {
      heading: '五、Cookie 与本地存储',
      paragraphs: ['我们使用 Cookie 和浏览器本地存储保存登录状态和来源渠道，不用于跨网站追踪。'],
    },
  ],
};
