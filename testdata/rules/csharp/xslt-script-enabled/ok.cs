class Report {
    void Load(XslCompiledTransform xslt, string path) {
        xslt.Load(path, XsltSettings.Default, null);
        xslt.Load(path, new XsltSettings(false, false), null);
        var s = new XsltSettings { EnableScript = false };
    }
}
