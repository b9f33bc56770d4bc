class Exporter {
    void export(Writer out, Report report) {
        if (true) { // want "java/unconditional-if"
            out.write(report.header());
        }
        if (true && false) { // want "java/unconditional-if"
            out.write(report.debugInfo());
        }
        if (!(false)) { // want "java/unconditional-if"
            out.flush();
        }
    }
}
