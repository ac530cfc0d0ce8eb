# झटपट जोडी (/play), "Stratego साठी आव्हान द्या", /help, आठवणी.
# Discord ला मराठी लोकेल नाही: आदेशांची नावे इंग्रजीच राहतात.

cmd-play-name = play
cmd-play-description = खेळ शोधा: कोणाला तोच खेळ हवा होईपर्यंत सर्व्हरच्या रांगेत थांबा.
cmd-play-variant-name = variant
cmd-play-variant-description = सैन्य: क्लासिक (40 मोहरे), बराज (8) किंवा द्वंद्व (10)
cmd-play-variant-choice-classic = क्लासिक
cmd-play-variant-choice-barrage = बराज
cmd-play-variant-choice-duel = द्वंद्व
cmd-play-time_control-name = time_control
cmd-play-time_control-description = प्रत्येक चालीला किती वेळ मिळतो
cmd-play-time_control-choice-correspondence = पत्रव्यवहार
cmd-play-time_control-choice-live = थेट
cmd-play-rated-name = rated
cmd-play-rated-description = निकाल रेटिंगमध्ये मोजला जाईल का
cmd-play-wait-name = wait
cmd-play-wait-description = प्रतिस्पर्ध्यासाठी किती मिनिटे थांबायचे (थेट: 30 पर्यंत, पत्रव्यवहार: एक दिवस)
cmd-play-cancel-name = cancel
cmd-play-cancel-description = त्याऐवजी थांबणे सोडा
cmd-help-name = help
cmd-help-description = इथे Stratego कसे खेळायचे: पायऱ्या, मोहरे आणि विशेष नियम.
cmd-challenge_member-name = Stratego साठी आव्हान द्या
cmd-settings-reminders-name = reminders
cmd-settings-reminders-description = पत्रव्यवहार खेळांतील चालीच्या आठवणी: नेहमीच्या, बंद, एकदा किंवा दर काही तासांनी
cmd-settings-reminders-choice-usual = नेहमीच्या
cmd-settings-reminders-choice-off = बंद
cmd-settings-reminders-choice-once = एकदा
cmd-settings-reminders-choice-every = दर
cmd-settings-every_hours-name = every_hours
cmd-settings-every_hours-description = "दर" साठी: किती तासांच्या अंतराने

play-seek = { $variant }, { $time }, { $rated }
play-time-correspondence = पत्रव्यवहार
play-time-live = थेट
play-waiting = तुम्ही खेळासाठी रांगेत आहात: { $seek }. कोणाशी जोडी जमताच तुम्हाला पिंग केले जाईल (तुम्ही { $until } पर्यंत थांबाल).
play-already-waiting = तुम्ही आधीच { $seek } साठी रांगेत आहात ({ $until } पर्यंत).
play-paired = तुमची जोडी { $opponent } यांच्याशी जमली: खेळ { $game }, तुम्ही { $color } बाजूने खेळता. तुमची मांडणी DM मध्ये करा; खेळाचा धागा लवकरच उघडेल.
play-left = तुम्ही रांग सोडली.
button-leave-queue = रांग सोडा
queue-board-title = **खेळाची वाट पाहत आहेत**: सामील होण्यासाठी `/play` टाइप करा.
queue-board-line = { $player }: { $seek }, { $since } पासून
queue-board-more = …आणि आणखी { $count }.
queue-board-empty = सध्या कोणीही खेळाची वाट पाहत नाही. पहिले होण्यासाठी `/play` टाइप करा.
service-error-queue-too-often = गेल्या मिनिटात तुम्ही { $count } वेळा रांगेत आलात किंवा ती सोडली. थोडे थांबा, मग पुन्हा प्रयत्न करा.
service-error-not-in-queue = तुम्ही या सर्व्हरच्या रांगेत थांबलेले नाही.
option-queue-wait-range = थांबण्याचा वेळ किमान 5 मिनिटे, थेट खेळासाठी जास्तीत जास्त 30 मिनिटे आणि पत्रव्यवहारासाठी जास्तीत जास्त एक दिवस असावा.

challenge-menu-preview = { $opponent } यांना आव्हान: { $rules }. हवे असल्यास खाली दुसरे सैन्य निवडा, मग आव्हान पोस्ट करा.
button-post-challenge = आव्हान पोस्ट करा
error-not-a-member = ही व्यक्ती या सर्व्हरची सदस्य नाही.
error-unknown-variant = हे सैन्य बॉट देत नाही.

first-use-hint = इथे नवीन आहात? `/help` खेळ कसा चालतो, मोहरे आणि विशेष नियम दाखवते.
help-how = **इथे खेळ कसा चालतो**
    1. `/challenge` ने सदस्याला आव्हान द्या (किंवा त्यांच्यावर उजवे क्लिक, Apps, *Stratego साठी आव्हान द्या*), किंवा जो थांबला आहे त्याच्याशी जोडी जमवण्यासाठी `/play` टाइप करा.
    2. प्रत्येक खेळाडू बॉटसोबतच्या खाजगी संदेशात आपले 40 मोहरे मांडतो: अदलाबदल करण्यासाठी दोन चौरसांवर टॅप करा, जतन केलेली मांडणी लोड करा किंवा पेस्ट करा, मग तयार दाबा.
    3. खेळाला स्वतःचा धागा मिळतो जिथे सर्वजण सार्वजनिक पट पाहतात. `/move` ने चाल करा: बॉट तुमच्या वैध चाली सुचवतो. तुमचा खाजगी पट DM मध्ये येतो (किंवा माझा पट दाखवा बटण).
    4. ध्वज पकडला गेला, खेळाडू चाल करू शकत नाही, हार मानतो, बरोबरी मान्य करतो (`/draw`) किंवा वेळ संपतो तेव्हा खेळ संपतो.
help-pieces = **मोहरे** (चित्र): वरची ओळ नव्या क्रमांकनात (मार्शल 10 … स्काउट 2, गुप्तहेर 1), खालची जुन्या क्रमांकनात (मार्शल 1 … स्काउट 9, गुप्तहेर S), प्रत्येक सैन्यात किती आहेत त्यासह. तुमचे क्रमांकन `/settings` मध्ये निवडा.
help-rules = **विशेष नियम**
    - लढाईत वरचा हुद्दा जिंकतो; समान हुद्दे दोघेही पटावरून जातात.
    - स्काउट सरळ रेषेत कितीही रिकामे चौरस जाऊ शकतात आणि शेवटी हल्ला करू शकतात.
    - गुप्तहेर मार्शलला हरवतो, पण फक्त गुप्तहेर हल्ला करतो तेव्हाच.
    - बॉम्ब आणि ध्वज कधीच हलत नाहीत. खाणकामगार सोडून बॉम्ब प्रत्येक हल्लेखोराला हरवतो.
    - दोन-चौरस नियम: एक मोहरा त्याच दोन चौरसांमध्ये सलग तीनपेक्षा जास्त वेळा पुढे-मागे जाऊ शकत नाही (किंवा खेळासाठी ठरवलेली मर्यादा).
    - अनेक-चौरस नियम: प्रतिस्पर्ध्याच्या एका मोहऱ्याचा पटभर अखंड पाठलाग करता येत नाही.

settings-reminders-now = पत्रव्यवहार खेळांतील चालीच्या आठवणी: { $plan }.
reminders-usual = अर्ध्या वेळेला आणि शेवटाच्या एक तास आधी (नेहमीच्या)
reminders-off = नाही
reminders-once = एकदा, शेवटाच्या एक तास आधी
reminders-every = दर { $hours } तासांनी आणि शेवटाच्या एक तास आधी
error-reminder-hours = आठवणींमध्ये 1 ते { $max } तासांचे अंतर असू शकते.
