"""The leaf text layer every other package may use: the message catalogs (i18n), the
markup of each report format (markup) and the blocks a document is made of (blocks).
It imports nothing else of gm."""
