class Report {
    void Load(XslCompiledTransform xslt, string path) {
        xslt.Load(path, new XsltSettings(true, true), new XmlUrlResolver()); // want "csharp/xslt-script-enabled"
        xslt.Load(path, XsltSettings.TrustedXslt, null); // want "csharp/xslt-script-enabled"
        var s = new XsltSettings { EnableScript = true }; // want "csharp/xslt-script-enabled"
    }
}
