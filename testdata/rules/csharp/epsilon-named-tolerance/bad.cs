using System;

public class Geometry
{
    private const double Tolerance = double.Epsilon;
    private readonly float _eps = Single.Epsilon;

    public bool Same(double a, double b)
    {
        return Math.Abs(a - b) < Tolerance; // want "csharp/epsilon-named-tolerance"
    }

    public bool IsZero(float x)
    {
        return Math.Abs(x) <= this._eps; // want "csharp/epsilon-named-tolerance"
    }

    public bool Near(double a, double b)
    {
        var epsilon = Double.Epsilon;
        return Math.Abs(a - b) <= epsilon; // want "csharp/epsilon-named-tolerance"
    }
}
