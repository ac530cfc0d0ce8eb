# Discord स्तर: उत्तरे, त्रुटी, थ्रेडमधील पोस्ट, बटणे.

## त्रुटी (नेहमी खाजगी)
error-internal = माझ्या बाजूने काहीतरी चुकले. काहीही बदललेले नाही; थोड्या वेळाने पुन्हा प्रयत्न करा.
error-bad-argument = मला तो पर्याय वाचता आला नाही. कमांड तपासा आणि पुन्हा प्रयत्न करा.
error-missing-permission = फक्त 'सर्व्हर व्यवस्थापित करा' परवानगी असलेले सदस्यच हे करू शकतात.
error-bot-missing-permission = इथे माझ्याकडे या परवानग्या नाहीत: { $permissions }.
error-guild-only = ही कमांड फक्त सर्व्हरमध्येच चालते.
error-dm-only = ही कमांड फक्त थेट संदेशांमध्येच चालते.
error-cooldown = जरा सावकाश: { $seconds } सेकंदांनी पुन्हा प्रयत्न करा.
error-not-allowed = तुम्हाला हे करण्याची परवानगी नाही.
error-no-game = तुमचा कोणताही डाव चालू नाही. /challenge ने एक सुरू करा.
error-which-game = तुमचे अनेक डाव चालू आहेत. डावाच्या थ्रेडमध्ये कमांड चालवा किंवा `game` पर्यायाने एक निवडा.
error-unknown-game = हा डाव मला माहीत नाही.
error-not-in-game = तुम्ही या डावात खेळत नाही.
error-move-needs-squares = चाल सांगा: एकतर B4-B5 सारखा `text`, किंवा `from` आणि `to` दोन्ही.
error-bad-move-text = `{ $text }` मला चाल म्हणून वाचता आले नाही. B4-B5 सारखी दोन घरे लिहा.
error-bad-square = `{ $text }` हे घर नाही. घरे A1 पासून J10 पर्यंत असतात.
error-dms-closed = { $player }, मी तुम्हाला थेट संदेश पाठवू शकत नाही. या सर्व्हरसाठी तुमचे DM उघडा, किंवा तुमचा पट इथे पाहण्यासाठी खालील बटण वापरा.
error-unknown-button = हे बटण आता अस्तित्वात नसलेल्या गोष्टीचे आहे.

# Deadline reminders; $deadline is a Discord timestamp shown as relative time ("in 5 minutes").
timer-reminder = { $player }, खेळ { $game } मधील तुमचा वेळ { $deadline } संपेल.
timer-setup-reminder = { $player }, खेळ { $game } साठी तुमची मांडणी निश्चित करा: वेळ { $deadline } संपेल.
