class Exporter {
    private static final boolean DEBUG = false;

    void export(Writer out, Report report, boolean verbose) {
        if (DEBUG) {
            out.write(report.debugInfo());
        }
        if (verbose && report.isLong()) {
            out.write(report.header());
        }
        if (report.isValid(true, false)) {
            out.flush();
        }
        while (true) {
            break;
        }
    }
}
