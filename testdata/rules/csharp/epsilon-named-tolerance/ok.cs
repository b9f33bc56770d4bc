using System;

public class Geometry
{
    private const double Tolerance = 1e-9;

    public bool Same(double a, double b)
    {
        return Math.Abs(a - b) < Tolerance;
    }

    // The smallest step above zero, used as a value, not a tolerance.
    public double NextAfterZero()
    {
        var tiny = double.Epsilon;
        return tiny * 2;
    }

    public bool Near(double a, double b, double epsilon)
    {
        return Math.Abs(a - b) <= epsilon;
    }
}
