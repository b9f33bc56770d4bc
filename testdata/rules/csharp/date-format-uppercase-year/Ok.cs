using System;

class Ok
{
    string Stamp(DateTime d) => d.ToString("yyyy-MM-dd") + d.ToString("D") + d.ToString("Y");
}
