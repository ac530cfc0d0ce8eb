cmd-settings-name = настройки
cmd-settings-description = Изменить ваши личные настройки.
cmd-settings-language-name = язык
cmd-settings-language-description = Выберите язык, на котором бот будет писать вам.
cmd-settings-language-language-name = язык
cmd-settings-language-language-description = Ваш язык
