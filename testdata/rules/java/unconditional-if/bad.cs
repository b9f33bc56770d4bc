class Exporter
{
    void Export(Writer output, Report report)
    {
        if (false) // want "java/unconditional-if"
        {
            output.Write(report.DebugInfo());
        }
    }
}
