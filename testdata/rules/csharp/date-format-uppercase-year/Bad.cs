using System;

class Bad
{
    string Stamp(DateTime d) => d.ToString("YYYY-MM-DD"); // want "csharp/date-format-uppercase-year"
}
