import javax.script.ScriptEngineManager

object Calc {
  def js(): AnyRef = new ScriptEngineManager().getEngineByName("js").eval("1 + 2")
}

object XmlRead {
  def read(in: java.io.InputStream) = {
    val spf = javax.xml.parsers.SAXParserFactory.newInstance()
    spf.newSAXParser().parse(in, new org.xml.sax.helpers.DefaultHandler())
  }
  def json(text: String, parser: JsonParser) = parser.parse(text)
}
