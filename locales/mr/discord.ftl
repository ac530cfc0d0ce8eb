# Discord स्तर: उत्तरे, त्रुटी, थ्रेडमधील पोस्ट, थेट संदेश, बटणे.

## त्रुटी (नेहमी खाजगी)
error-internal = माझ्या बाजूने काहीतरी चुकले. काहीही बदललेले नाही; थोड्या वेळाने पुन्हा प्रयत्न करा.
error-bad-argument = मला तो पर्याय वाचता आला नाही. कमांड तपासा आणि पुन्हा प्रयत्न करा.
error-missing-permission = फक्त 'सर्व्हर व्यवस्थापित करा' परवानगी असलेले सदस्यच हे करू शकतात.
error-bot-missing-permission = इथे माझ्याकडे या परवानग्या नाहीत: { $permissions }.
error-guild-only = ही कमांड फक्त सर्व्हरमध्येच चालते.
error-dm-only = ही कमांड फक्त थेट संदेशांमध्येच चालते.
error-cooldown = जरा सावकाश: { $seconds } सेकंदांनी पुन्हा प्रयत्न करा.
error-not-allowed = तुम्हाला हे करण्याची परवानगी नाही.
error-move-needs-squares = चाल सांगा: एकतर B4-B5 सारखा `{ cmd-move-text-name }`, किंवा `{ cmd-move-from-name }` आणि `{ cmd-move-to-name }` दोन्ही.
error-bad-move-text = “{ $text }” मला चाल म्हणून वाचता आले नाही. B4-B5 सारखी दोन घरे लिहा.
error-bad-square = “{ $text }” हे घर नाही. घरे A1 पासून J10 पर्यंत असतात.
error-challenge-bot = बॉट खेळू शकत नाहीत. एखाद्या व्यक्तीला आव्हान द्या, किंवा खुल्या आव्हानासाठी प्रतिस्पर्धी रिकामा ठेवा.
error-challenge-other-server = हे आव्हान दुसऱ्या सर्व्हरवर दिले गेले आहे: त्याला तिथेच उत्तर देता येते.
error-tournament-other-server = ही स्पर्धा दुसऱ्या सर्व्हरवर चालते: तिच्यात सामील होणे किंवा बाहेर पडणे तिथेच करता येते.
error-unknown-language = मला “{ $text }” भाषा येत नाही. यादीतून एक भाषा निवडा.

## बटणे
button-accept = स्वीकारा
button-decline = नाकारा
button-withdraw = मागे घ्या
button-random = यादृच्छिक
button-mirror = उलट करा
button-ready = तयार
button-show-board = माझा पट दाखवा
button-rematch = पुन्हा सामना

## आव्हाने
challenge-rules = { $variant }, दोन-घरांची मर्यादा { $two_squares }, { $bombs }, { $rated }
challenge-rules-delayed = { $rules }, प्रेक्षक { $moves } चाली मागे
challenge-bombs-once = एकदाच फुटणारे बॉम्ब
challenge-bombs-stay = बॉम्ब जागीच राहतात
challenge-rated = रेटिंगसह
challenge-unrated = रेटिंगशिवाय
challenge-direct = { $challenger } यांनी { $opponent } यांना स्ट्रॅटेगोचे आव्हान दिले आहे ({ $rules }). मुदत संपते: { $expires }.
challenge-open = { $challenger } स्ट्रॅटेगोसाठी प्रतिस्पर्धी शोधत आहेत ({ $rules }). कोणीही स्वीकारू शकतो. मुदत संपते: { $expires }.
challenge-accepted = { $challenger } यांचे आव्हान स्वीकारले गेले. डाव { $thread } मध्ये सुरू आहे.
challenge-declined = { $opponent } यांनी { $challenger } यांचे आव्हान नाकारले.
challenge-withdrawn = { $challenger } यांनी आव्हान मागे घेतले.
challenge-expired = { $challenger } यांच्या आव्हानाची मुदत संपली.
challenges-line = { $challenger } विरुद्ध { $opponent }: { $variant } { $link }
challenges-anyone = कोणीही
challenges-none = या सर्व्हरवर कोणतीही खुली आव्हाने नाहीत.

## डावाचा थ्रेड (सार्वजनिक)
thread-name = { $red } विरुद्ध { $blue }
thread-intro = डाव { $game }: { $red } (लाल) विरुद्ध { $blue } (निळा), { $variant }. दोन्ही खेळाडू खाजगीत आपले मोहरे मांडत आहेत; दोघे तयार झाले की डाव सुरू होईल.
dms-closed = { $player }, मी तुम्हाला थेट संदेश पाठवू शकत नाही. या सर्व्हरसाठी तुमचे DM उघडा, किंवा तुमचा पट इथे फक्त तुम्हालाच दिसेल असा पाहण्यासाठी खालील बटण वापरा.
private-editor-expired = हा खासगी संपादक आता बदलता येणार नाही (Discord फक्त 15 मिनिटे देते). तो पुन्हा उघडण्यासाठी खेळाच्या थ्रेडमध्ये **{ $button }** दाबा; तुमची मांडणी जपलेली आहे.
opening-refused-permission = डाव { $game } सुरू होण्याआधीच रद्द झाला: मला { $channel } मध्ये थ्रेड उघडण्याची किंवा पोस्ट करण्याची परवानगी नाही. सर्व्हर अ‍ॅडमिन मला तिथे View Channel, Send Messages, Create Public Threads आणि Send Messages in Threads या परवानग्या देऊ शकतात; मग पुन्हा आव्हान द्या.
opening-refused-channel-gone = डाव { $game } सुरू होण्याआधीच रद्द झाला: त्याचे चॅनेल हटवले गेले. दुसऱ्या चॅनेलमध्ये पुन्हा आव्हान द्या.
thread-reopened = डाव { $game } इथे पुढे चालू आहे: त्याचा आधीचा धागा हटवला गेला. { $red } (लाल) विरुद्ध { $blue } (निळा).
game-started = दोन्ही मांडण्या निश्चित झाल्या. शेवटी मांडण्या तपासण्यासाठीच्या वचनबद्धता: लाल `{ $red_commitment }`, निळा `{ $blue_commitment }`. पहिली चाल { $player } ({ $color }) यांची.
board-public = डाव { $game }, चाल { $ply }. { $status }
status-to-move = चाल { $player } ({ $color }) यांची.
log-move = { $number }. { $color } { $from }-{ $to }
log-scout-move = { $number }. { $color } { $from }-{ $to }: { $rank }
log-attacker-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } ने { $defender } ला हरवले
log-defender-wins = { $number }. { $color } { $from }x{ $to }: { $attacker } { $defender } कडून हरला
log-both-removed = { $number }. { $color } { $from }x{ $to }: { $attacker } आणि { $defender } दोघेही बाद
log-behind = चाल { $ply } खेळली गेली; प्रेक्षकांना हा डाव { $behind } चाली मागे दिसतो.
log-caught-up = डाव संपला. प्रेक्षकांनी अजून न पाहिलेल्या चाली:
log-next = { $line }
    चाल { $player } ({ $color }) यांची.
rank-with-label = { $rank } ({ $label })
draw-offered = { $by } बरोबरीचा प्रस्ताव देत आहेत. { $to }, `/{ cmd-draw-name } { cmd-draw-action-choice-accept }` किंवा `/{ cmd-draw-name } { cmd-draw-action-choice-decline }` ने उत्तर द्या.
draw-declined = { $by } यांनी बरोबरी नाकारली.
game-over-win = { $winner } ({ $color }) जिंकले. { $reason }
game-over-draw = बरोबरी. { $reason }
game-cancelled = डाव { $game } मांडणीदरम्यान रद्द झाला.
game-over = { $result }
    मांडण्या (पुढची रांग आधी): लाल `{ $red_setup }`, निळा `{ $blue_setup }`
    वचनबद्धता तपासण्यासाठी सॉल्ट: लाल `{ $red_salt }`, निळा `{ $blue_salt }`

## खाजगी (थेट संदेश आणि फक्त तुम्हाला दिसणारी उत्तरे)
setup-dm = डाव { $game }, प्रतिस्पर्धी { $opponent }: तुम्ही { $color } आहात. तुमचे मोहरे मांडा, मग 'तयार' दाबा. { $thread }
    मोहरे अदलाबदल करण्यासाठी खालील चौकोनांवर टॅप करा; बटणे: यादृच्छिक, उलट करा, जतन करा, तयार. कमांड: `/{ cmd-setup-name } { cmd-setup-swap-name } a b`, `/{ cmd-setup-name } { cmd-setup-paste-name }`, `/{ cmd-setup-name } { cmd-setup-random-name }`, `/{ cmd-setup-name } { cmd-setup-mirror-name }`, `/{ cmd-setup-name } { cmd-setup-save-name }`, `/{ cmd-setup-name } { cmd-setup-load-name }`, `/{ cmd-setup-name } { cmd-setup-ready-name }`.
    तुमची मांडणी: `{ $setup }`
setup-locked = डाव { $game }, प्रतिस्पर्धी { $opponent }: तुमची { $color } मांडणी निश्चित झाली. { $thread }
    तुमची मांडणी: `{ $setup }`
setup-swapped = { $a } आणि { $b } यांची अदलाबदल केली.
setup-pasted = मांडणी बदलली.
setup-randomized = मोहरे पिसले.
setup-mirrored = मांडणी उलट केली.
setup-loaded = “{ $name }” लोड केली.
setup-saved = तुमची मांडणी “{ $name }” या नावाने जतन केली.
setup-ready = निश्चित. तुमची वचनबद्धता: `{ $commitment }`
board-private = डाव { $game }, प्रतिस्पर्धी { $opponent }, तुम्ही { $color } आहात. { $status }
    { $last }
status-your-turn = तुमची पाळी आहे.
status-their-turn = { $opponent } यांच्या चालीची वाट पाहत आहे.
move-played = तुम्ही { $move } ही चाल खेळलात. { $thread }
resigned = तुम्ही डाव { $game } मध्ये हार मानली.
draw-you-offered = बरोबरीचा प्रस्ताव दिला.
draw-you-accepted = बरोबरी स्वीकारली.
draw-you-declined = बरोबरी नाकारली.
game-choice = डाव { $game }, प्रतिस्पर्धी { $opponent }
games-none = तुमचा कोणताही डाव चालू नाही. /{ cmd-challenge-name } ने एक सुरू करा.
games-line = डाव { $game }, प्रतिस्पर्धी { $opponent }: { $state } { $thread }
games-state-setup = मांडणी चालू
games-state-your-turn = तुमची पाळी
games-state-waiting = प्रतीक्षेत
settings-now = तुमच्या सेटिंग्ज: क्रमांकन { $numbering }, पिंग { $ping }, भाषा { $language }.
settings-on = चालू
settings-off = बंद
server-now = डावांचे थ्रेड { $channel } मध्ये उघडतात; सार्वजनिक संदेश { $language } भाषेत आहेत; स्पर्धा आयोजक: { $organisers }; स्पर्धा तयार करू शकणारे: { $creating }.
server-organisers-none = Manage Server परवानगी असलेले सदस्य
server-creating-open = कोणताही सदस्य
server-creating-organisers = फक्त आयोजक
server-match-channel-here = ज्या चॅनेलमध्ये आव्हान दिले जाते ते चॅनेल

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, खेळ { $game } मधील तुमचा वेळ { $deadline } संपेल.
timer-setup-reminder = { $player }, खेळ { $game } साठी तुमची मांडणी निश्चित करा: वेळ { $deadline } संपेल.

## Paged lists
button-previous = मागे
button-next = पुढे
page-of = पान { $page } ({ $pages } पैकी)

## Step-through replays
replay-title =
    डाव { $game }, चाल { $ply } / { $last }, { $view }
    { $line }
replay-start = सुरुवातीची स्थिती, पहिल्या चालीपूर्वी.
replay-view-red = लालची नजर
replay-view-blue = निळ्याची नजर
replay-view-spectator = प्रेक्षकांची नजर
replay-view-revealed = दोन्ही मांडण्या उघड
replay-view-guess = बॉटचा अंदाज (सर्वाधिक संभाव्य पद, % खात्री)
replay-first = ⏮ पहिली
replay-back = ◀ मागे
replay-forward = पुढे ▶
replay-last = शेवटची ⏭
replay-back-ten = −10
replay-forward-ten = +10
replay-choice = डाव { $game }: { $red } विरुद्ध { $blue }
button-replay = पुन्हा पाहा
error-replay-which-game = कोणता डाव? game पर्यायात एक निवडा.
error-replay-not-public = तो डाव अशा ठिकाणी खेळला गेला जिथे या चॅनेलमधील सर्वजण पाहू शकत नाहीत, म्हणून मी त्याचा रिप्ले फक्त तुम्हाला दाखवू शकतो: public पर्याय वगळा.
error-replay-live-private = चालू डाव फक्त खासगीत पाहता येतो: तो /replay ने उघडा.
error-slow-down = मी चित्रे काढतो त्यापेक्षा तुम्ही ती वेगाने मागत आहात: { $seconds } सेकंद थांबा, मग पुन्हा प्रयत्न करा.

## Setup heat maps
habits-player = { $player } यांच्या { $variant } मधील मांडणीच्या सवयी, इथल्या { $games } संपलेल्या डावांवरून. प्रत्येक नकाशा खेळाडूला दिसतात तशा चार घरच्या ओळी दाखवतो, पुढची ओळ वर; मोहरा तिथे जितक्या वेळा होता तितका चौकोन उजळ: ध्वज, बॉम्ब, मार्शल, जनरल, हेर, स्काउट.
habits-player-none = { $player } यांचे या सर्व्हरवर { $variant } मध्ये अजून एकही संपलेला, खेळलेला डाव नाही.
habits-server = या सर्व्हरचे खेळाडू { $variant } मध्ये ध्वज कुठे ठेवतात, संपलेल्या डावांच्या { $games } मांडण्यांवरून. पुढची ओळ वर; चौकोन जितका उजळ तितक्या जास्त वेळा.
habits-server-none = या सर्व्हरवर { $variant } मध्ये अजून एकही संपलेला, खेळलेला डाव नाही.
