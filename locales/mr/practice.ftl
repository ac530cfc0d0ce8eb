# बॉटविरुद्ध सरावाचे डाव: कमांड, उत्तरे आणि प्रोफाइलमधील सरावाची कामगिरी.

cmd-practice-name = practice
cmd-practice-description = माझ्याविरुद्ध सरावाचा डाव खेळा. तो रेटिंगमध्ये कधीच मोजला जात नाही.
cmd-practice-variant-name = variant
cmd-practice-variant-description = सैन्य: क्लासिक (40 मोहरे), बराज (8) किंवा द्वंद्व (10)
cmd-practice-variant-choice-classic = क्लासिक
cmd-practice-variant-choice-barrage = बराज
cmd-practice-variant-choice-duel = द्वंद्व
cmd-practice-level-name = level
cmd-practice-level-description = मी किती ताकदीने खेळू (मूळ: मध्यम)
cmd-practice-level-choice-easy = सोपे
cmd-practice-level-choice-medium = मध्यम
cmd-practice-level-choice-hard = कठीण
cmd-practice-first-name = first
cmd-practice-first-description = तुमचा रंग; लाल पहिली चाल करतो
cmd-practice-first-choice-me-red = मी लाल
cmd-practice-first-choice-me-blue = मी निळा
cmd-practice-first-choice-random = यादृच्छिक
practice-started = { $bot } विरुद्ध सरावाचा डाव { $game } ({ $level }, { $variant }) सुरू झाला. तुमची मांडणी तुमच्या खाजगी संदेशांत वाट पाहत आहे, आणि डावाचा स्वतःचा थ्रेड इथे असेल. हा डाव रेटिंगमध्ये मोजला जात नाही.
service-error-practice-rated = माझ्याविरुद्धचे डाव सरावाचे असतात आणि रेटिंगमध्ये कधीच मोजले जात नाहीत. `rated` वगळा किंवा false ठेवा.
practice-level-easy = सोपे
practice-level-medium = मध्यम
practice-level-hard = कठीण
profile-practice-title = बॉटविरुद्ध सराव
profile-practice = { $wins } विजय, { $losses } पराभव, { $draws } बरोबरी (रेटिंगशिवाय).
profile-practice-none = अजून सरावाचा एकही डाव नाही.
