import type { Catalogue } from '../en.ts';
import type { assistant as english } from '../en/assistant.ts';

export const assistant: Catalogue<typeof english> = {
  open: 'एआई से पूछें',
  title: 'Kusp एआई से पूछें',
  subtitle: 'आपकी अपनी जन्म कुंडली से उत्तर',
  close: 'एआई सहायक बंद करें',
  conversation: 'Kusp एआई से बातचीत',
  showEarlier: 'पहले के प्रश्न देखें',
  loading: 'बातचीत लोड हो रही है',
  empty:
    'अपने करियर, विवाह, धन, स्वास्थ्य, पढ़ाई, संतान, यात्रा, संपत्ति या आध्यात्मिक जीवन के बारे में पूछें, और अपनी कुंडली से पढ़ा गया उत्तर पाएँ।',
  typing: 'Kusp एआई लिख रहा है…',
  birthDetailsFirst: 'कृपया पहले अपना जन्म विवरण जोड़ें: सहायक आपकी कुंडली से ही उत्तर देता है।',
  addBirthDetails: 'जन्म विवरण जोड़ें',
  question: 'आपका प्रश्न',
  placeholder: 'अपनी कुंडली के बारे में पूछें',
  price: 'हर उत्तर के {credits} · ',
  send: 'भेजें',
  buy: 'ख़रीदें',
};
