cmd-settings-name = setări
cmd-settings-description = Schimbă-ți setările personale.
cmd-settings-language-name = limbă
cmd-settings-language-description = Alege limba în care îți scrie botul.
cmd-settings-language-language-name = limbă
cmd-settings-language-language-description = Limba ta
