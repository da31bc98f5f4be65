# La línea de órdenes de gm en español (por defecto): las palabras de Click (clichrome-*),
# los nombres de los argumentos y valores (climeta-*) y la ayuda de cada comando
# (clihelp-<comando>, clihelp-<comando>-<parámetro>, el parámetro por su nombre en Python).

## las palabras de Click y de Typer
clichrome-usage = Uso:
clichrome-options-metavar = [OPCIONES]
clichrome-command-metavar = COMANDO [ARGUMENTOS]...
clichrome-arguments = Argumentos
clichrome-options = Opciones
clichrome-commands = Comandos
clichrome-required = obligatorio
clichrome-default = por defecto: { $default }
clichrome-envvar = variable de entorno: { $var }
clichrome-dynamic = (variable)
clichrome-aborted = ¡Cancelado!
clichrome-help-option = Muestra esta ayuda y termina.
clichrome-try-help = Prueba «{ $command } { $option }» para ver la ayuda.
clichrome-error = Error: { $text }
clichrome-missing-command = Falta el comando.
clichrome-no-such-command = No existe el comando «{ $name }» (gm --help los lista).
clichrome-missing-argument = Falta el argumento «{ $name }».
clichrome-missing-option = Falta la opción «{ $name }».
clichrome-bad-value = Valor no válido para «{ $name }»: { $text }
clichrome-not-valid = «{ $value }» no es { $type }.
clichrome-not-in-range = { $value } no está en el intervalo { $range }.
clichrome-not-one-of = «{ $value }» no es uno de { $choices }.
clichrome-needs-value = La opción { $option } necesita un valor.
clichrome-takes-no-value = La opción { $option } no lleva valor.
clichrome-extra-args = Sobran estas palabras: { $words }.
clichrome-no-such-option = No existe la opción { $option }.
clichrome-did-you-mean = ¿Quisiste decir { $options }?
clichrome-type-integer = un número entero
clichrome-type-float = un número
clichrome-type-boolean = sí o no
clichrome-type-uuid = un UUID
clichrome-type-path = una ruta
clichrome-type-other = un valor válido
clichrome-none = ninguno
clichrome-no-generator = ; { $others }: su mundo de `gm init` con tantas facciones

## nombres de argumentos y valores
climeta-directory = directorio
climeta-ruleset = reglamento
climeta-out = salida
climeta-path = ruta
climeta-str = texto
climeta-text = texto
climeta-int = número
climeta-integer = número

climeta-command = comando
climeta-roll-words = EXPR | combat REGLAMENTO
climeta-odds-words = EXPR
climeta-chronicle-game = partida

## la ayuda de los comandos
clihelp-gm =
    La herramienta del máster para partidas de estrategia por foro: valida, resuelve e informa los turnos desde ficheros.

    Ejemplo: gm resolve partida/turn-07
clihelp-gm-version = Muestra la versión y termina.
clihelp-gm-debug = Muestra la traza de un error interno.
clihelp-help =
    Muestra la ayuda de gm, o la de un comando.

    Ejemplo: gm ayuda resolve
clihelp-help-lang = Idioma de la ayuda: es o en (por defecto: el de GM_LANG, o es si no está).
clihelp-help-command = El comando cuya ayuda mostrar.
clihelp-init =
    Crea un primer turno jugable, con facciones y órdenes de ejemplo.

    Ejemplo: gm init nuevo-amanecer partida/turn-01 --factions 4
clihelp-init-ruleset = El reglamento: { $rulesets }.
clihelp-init-directory = El directorio del primer turno que crear (p. ej. mipartida/turn-01).
clihelp-init-factions = Cuántas facciones de ejemplo ({ $init_factions }).
clihelp-init-seed = Semilla para generar el mundo (no los dados del turno).
clihelp-validate =
    Comprueba un directorio de turno contra los esquemas y las reglas de su reglamento; lista todos los problemas.

    Ejemplo: gm validate partida/turn-07
clihelp-validate-directory = Un directorio de turno.
clihelp-validate-as_json = Escribe los problemas en JSON.
clihelp-validate-lang = Idioma de los mensajes: es o en (por defecto: el de game.toml, o es si no lo dice).
clihelp-resolve =
    Resuelve un turno y escribe el siguiente: estado, plantilla de órdenes, informes, tiradas.

    Ejemplo: gm resolve partida/turn-07 --format bbcode
clihelp-resolve-directory = El directorio del turno que resolver (nunca se modifica).
clihelp-resolve-out = Directorio de salida (por defecto: el hermano con el número del turno siguiente).
clihelp-resolve-seed = Semilla de los dados de este turno (manda sobre game.toml y el secreto maestro).
clihelp-resolve-lang = Idioma de los informes: es o en (por defecto: el de game.toml, o es si no lo dice).
clihelp-resolve-fmt = Solo este formato de informe: markdown, bbcode, html o discord (por defecto: todos los de [forum] en game.toml).
clihelp-resolve-force = Sustituye una SALIDA que ya existe (de forma atómica).
clihelp-roll =
    Tira dados, o un intercambio de combate de un reglamento.

    {"\u0008"}
    Ejemplos:
      gm roll 2d6+1
      gm roll 4d6kh3 --seed abc --json
      gm roll combat sector --side naves=3,armamento=1 --side naves=2,armamento=0 --odds
clihelp-roll-words = Una expresión de dados (2d6+1, 4d6kh3, d%, 3dF, 10d10>=7), o: combat REGLAMENTO.
clihelp-roll-seed = Semilla (misma semilla, mismo resultado).
clihelp-roll-as_json = Escribe JSON.
clihelp-roll-side = combate: un bando como K=V,K=V (repite la opción por bando).
clihelp-roll-dice = combate: fuerza los dados, separados por comas, en el orden que documenta el reglamento.
clihelp-roll-odds = combate: escribe la distribución exacta de resultados en vez de tirar.
clihelp-roll-lang = Idioma de los mensajes y de las tiradas: es o en (por defecto es).
clihelp-odds =
    La distribución exacta de una expresión de dados.

    Ejemplo: gm odds 4d6kh3 --json
clihelp-odds-words = Una expresión de dados.
clihelp-odds-as_json = Escribe JSON.
clihelp-odds-lang = Idioma de los mensajes: es o en (por defecto es).
clihelp-seal =
    Escribe (y guarda en DIR/seal.toml) el compromiso con cada flujo de dados del turno y con sus dados registrados (dice.toml: escríbelo antes de sellar).

    Publica el compromiso en el foro antes de cerrar las órdenes. Tras el turno cada jugador comprueba sus dados con él (`gm verify --rolls`), y todos comprueban el turno entero cuando el máster revela la semilla (`gm reveal`, luego `gm verify DIR SALIDA`). Sellar otra vez escribe el mismo compromiso mientras nada cambie; uno distinto se rechaza sin --force.

    {"\u0008"}
    Ejemplos:
      gm seal partida/turn-07
      gm seal partida/turn-07 --force
clihelp-seal-directory = El directorio del turno que sellar antes de cerrar las órdenes.
clihelp-seal-force = Vuelve a sellar un turno sellado con otro compromiso (publica el nuevo y di por qué).
clihelp-verify =
    Comprueba los dados. Un jugador: `--rolls` con el fichero público de tiradas y el suyo; cada dado se vuelve a tirar desde su semilla y cada semilla se comprueba contra el compromiso publicado. El máster, o cualquiera una vez revelada la semilla del turno: DIR SALIDA, que resuelve DIR de nuevo y compara SALIDA byte a byte (los mapas por sus píxeles).

    {"\u0008"}
    Ejemplos:
      gm verify --rolls turn-08/rolls/public.toml --rolls turn-08/rolls/sigmar.toml
      gm verify partida/turn-07 partida/turn-08
clihelp-verify-directory = El directorio del turno sellado (con SALIDA: el turno entero).
clihelp-verify-out = El directorio resuelto, con su rolls.toml y la semilla del turno.
clihelp-verify-rolls = Un fichero de tiradas que comprobar (rolls/public.toml, rolls/<facción>.toml); repite la opción.
clihelp-verify-commitment = El compromiso que publicó el máster antes de cerrar las órdenes.
clihelp-verify-lang = Idioma de los mensajes: es o en (por defecto: el de la partida de DIR, o es si no lo dice).
clihelp-reveal =
    Escribe lo que se publica cuando los secretos de un turno ya no importan: la semilla del turno y la de cada flujo. Con ellas (y los directorios de turno) cualquiera comprueba el turno entero con `gm verify`.

    Ejemplo: gm reveal partida/turn-08 > revelado.toml
clihelp-reveal-out = Un directorio resuelto (su rolls.toml es el del máster).
clihelp-chronicle =
    Escribe la crónica de la campaña: un sitio estático con el informe público de cada turno, gráficas de la clasificación, un mapa animado y un resumen para el foro.

    Ejemplo: gm chronicle partida --out cronica
clihelp-chronicle-game = La carpeta de la partida, con sus turnos resueltos turn-NN (nunca se modifica).
clihelp-chronicle-out = Dónde va el sitio (por defecto: PARTIDA/chronicle, o PARTIDA/chronicle-<facción> con --faction).
clihelp-chronicle-faction = Lo que recibió esta facción (sus informes y mapas) en vez de lo que fue público.
clihelp-chronicle-lang = Idioma del sitio: es o en (por defecto: el de game.toml, o es si no lo dice).
clihelp-rulesets =
    Lista los reglamentos instalados.

    Ejemplo: gm rulesets
clihelp-generate =
    Escribe una partida sintética grande para medir con ella (se valida y se resuelve; semilla pública).

    Ejemplo: gm generate nuevo-amanecer big/turn-01 --factions 1000
clihelp-generate-ruleset = El reglamento, con generador de partidas grandes: { $generators }{ $no_generator }.
clihelp-generate-directory = El directorio del turno que crear (p. ej. big/turn-01).
clihelp-generate-factions = Cuántas facciones ({ $generate_factions }); en un reglamento cuyos jugadores llevan personajes, personajes.
clihelp-generate-seed = Semilla del mundo sintético (misma semilla, mismos bytes).
clihelp-generate-force = Sustituye un DIR que ya existe (de forma atómica).
clihelp-orders =
    Lee las órdenes en texto de los jugadores y las escribe en DIR/orders.toml (un problema de los mensajes: todos a la vez, nada escrito).

    Una línea que no se entiende se lista, con su sitio, y se guarda en orders.toml para el informe del jugador; la charla (un saludo, una cabecera, un ánimo) se salta y se lista.

    Ejemplo: gm orders partida/turn-07
clihelp-orders-directory = Un directorio de turno con orders/<facción>.txt (o un fichero con todos los mensajes).
clihelp-orders-export = Al revés: escribe orders/<facción>.txt desde DIR/orders.toml.
clihelp-orders-force = Sustituye un orders.toml que ya existe (con --export: los .txt que ya existen).
clihelp-orders-lang = Idioma de los mensajes: es o en (por defecto: el de game.toml, o es si no lo dice).
clihelp-orders-strict = Todo o nada: una línea que no se entiende rechaza todos los mensajes (por defecto: se dice y se escribe el resto).
clihelp-check =
    Comprueba las órdenes de una facción antes del cierre: qué se rechazaría y por qué; sin dados, sin escribir nada.

    Ejemplo: gm check partida/turn-07 --faction sigmar
clihelp-check-directory = Un directorio de turno (órdenes en texto u orders.toml).
clihelp-check-faction = Solo la respuesta de esta facción (su id o su nombre, con o sin mayúsculas, tildes y artículo).
clihelp-check-as_json = Escribe JSON: por orden, su origen, su veredicto, el motivo y la clave del mensaje.
clihelp-check-lang = Idioma de la respuesta: es o en (por defecto: el de game.toml, o es si no lo dice).
