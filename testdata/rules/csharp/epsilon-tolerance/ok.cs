using System;

public class Geometry
{
    private const double Tolerance = 1e-9;

    public bool Same(double a, double b)
    {
        return Math.Abs(a - b) <= Tolerance * Math.Max(Math.Abs(a), Math.Abs(b));
    }

    public double Smallest() => double.Epsilon;
}
