## The setup editor's grid of squares (setup DM, or the private copy in a thread)
button-save = जतन करा
grid-left = स्तंभ { $from }–{ $to }. { $status }
grid-right = स्तंभ { $from }–{ $to }
grid-pick = एका मोहऱ्यावर टॅप करा, मग तो जिथे हवा त्या चौकोनावर.
grid-selected = { $square } निवडला: { $piece } ({ $rank }). अदलाबदल करण्यासाठी दुसऱ्या चौकोनावर टॅप करा, किंवा परत ठेवण्यासाठी त्याच चौकोनावर.
grid-selected-empty = रिकामा चौकोन { $square } निवडला. मोहरा इथे आणण्यासाठी त्यावर टॅप करा, किंवा निवड रद्द करण्यासाठी याच चौकोनावर.
grid-locked = तुमची मांडणी निश्चित झाली आहे.
grid-bomb = बॉ
grid-flag = ध्व
grid-spy = हे
grid-empty = ·
grid-load = जतन केलेली मांडणी आणा
grid-save-title = ही मांडणी जतन करा
grid-save-field = नाव (जास्तीत जास्त 32 अक्षरे)
