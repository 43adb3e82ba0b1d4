/** The generic network error in the sister brands' languages (spec section 8). */
import type { SisterLanguage } from '../kernel/config/languages.ts';

export const SISTER_NETWORK_ERROR: Readonly<Record<SisterLanguage, string>> = {
  bn: 'নেটওয়ার্ক ত্রুটি, অনুগ্রহ করে পরে আবার চেষ্টা করুন',
  si: 'ජාල දෝෂයකි, කරුණාකර පසුව නැවත උත්සාහ කරන්න',
  my: 'ကွန်ရက် ချို့ယွင်းနေပါသည်၊ နောက်မှ ထပ်ကြိုးစားပါ',
  ne: 'नेटवर्क त्रुटि, कृपया पछि फेरि प्रयास गर्नुहोस्',
  ur: 'نیٹ ورک کی خرابی، براہ کرم بعد میں دوبارہ کوشش کریں',
};
