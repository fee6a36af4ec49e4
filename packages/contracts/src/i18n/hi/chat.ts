import type { Catalogue } from '../en.ts';
import type { chat as english } from '../en/chat.ts';

export const chat: Catalogue<typeof english> = {
  loading: 'चैट लोड हो रही है',
  loadingChats: 'चैट लोड हो रही हैं',
  title: 'चैट',
  pending: 'प्रतीक्षा में',
  live: 'लाइव',
  endChat: 'चैट समाप्त करें',
  cancelRequest: 'अनुरोध वापस लें',
  accept: 'स्वीकार करें',
  reject: 'अस्वीकार करें',
  ended: 'यह चैट सत्र समाप्त हो गया है।',
  rejected: 'ज्योतिषी ने यह चैट अनुरोध स्वीकार नहीं किया।',
  timedOut: 'ज्योतिषी ने समय रहते इस चैट अनुरोध का उत्तर नहीं दिया।',
  cancelled: 'यह चैट अनुरोध वापस ले लिया गया।',
  sessionEnded: {
    TEXT: {
      CUSTOMER: { self: 'आपने चैट समाप्त की', other: 'ग्राहक ने चैट समाप्त की' },
      ASTROLOGER: { self: 'आपने चैट समाप्त की', other: 'ज्योतिषी ने चैट समाप्त की' },
      SERVER: { expired: 'चैट का समय पूरा हो गया', droppedOut: 'ज्योतिषी चैट छोड़कर चले गए' },
    },
    VIDEO: {
      CUSTOMER: { self: 'आपने कॉल समाप्त की', other: 'ग्राहक ने कॉल समाप्त की' },
      ASTROLOGER: { self: 'आपने कॉल समाप्त की', other: 'ज्योतिषी ने कॉल समाप्त की' },
      SERVER: { expired: 'कॉल का समय पूरा हो गया', droppedOut: 'ज्योतिषी कॉल छोड़कर चले गए' },
    },
  },
  endSession: {
    title: 'क्या यह सत्र अभी समाप्त करें?',
    customerCost: 'अभी समाप्त करने पर भी {cost} लगेंगे; {left} बाक़ी हैं।',
    customer:
      'बचे हुए समय का पैसा वापस नहीं होगा। जिस सत्र में ज्योतिषी शामिल ही नहीं हुए, उसका कोई शुल्क नहीं लगता।',
    astrologerLeft: '{left} बाक़ी हैं।',
    astrologer:
      'ग्राहक को न लगे हुए मिनटों का पैसा लौटा दिया जाएगा, और आपकी कमाई केवल दिए गए समय की होगी।',
    keep: 'चैट जारी रखें',
    confirm: 'अभी समाप्त करें',
  },
  contacts: 'संपर्क',
  activeChats: 'चल रही चैट',
  searchContacts: 'संपर्क खोजें',
  noContacts: 'अभी कोई संपर्क नहीं है।',
  chooseContact: 'बातचीत देखने के लिए कोई संपर्क चुनें।',
  openChat: 'चैट खोलें',
  noHoroscope: 'इस ग्राहक की कोई कुंडली दर्ज नहीं है।',
  requestedAt: '{time} बजे अनुरोध किया',
  requests: {
    TEXT: {
      title: 'चैट अनुरोध',
      none: 'कोई चैट अनुरोध प्रतीक्षा में नहीं है।',
      from: '{name} का चैट अनुरोध',
      alert: 'नया चैट अनुरोध',
      wants: '{name} आपसे चैट करना चाहते हैं। स्वीकार या अस्वीकार करने के लिए चैट खोलें।',
    },
    VIDEO: {
      title: 'वीडियो कॉल अनुरोध',
      none: 'कोई वीडियो कॉल अनुरोध प्रतीक्षा में नहीं है।',
      from: '{name} का वीडियो कॉल अनुरोध',
      alert: 'नया वीडियो कॉल अनुरोध',
      wants: '{name} आपसे वीडियो कॉल करना चाहते हैं। स्वीकार या अस्वीकार करने के लिए चैट खोलें।',
    },
  },
  messages: 'संदेश',
  message: 'संदेश',
  send: 'भेजें',
  loadEarlier: 'पुराने संदेश देखें',
  noMessages: 'अभी कोई संदेश नहीं है।',
  sentBy: '{name}, {time}',
};
