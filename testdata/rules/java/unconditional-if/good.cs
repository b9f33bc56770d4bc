class Exporter
{
    const bool Verbose = false;

    void Export(Writer output, Report report, bool flush)
    {
        if (Verbose || flush)
        {
            output.Flush();
        }
    }
}
