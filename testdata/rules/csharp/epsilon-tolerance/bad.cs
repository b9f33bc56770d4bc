using System;

public class Geometry
{
    public bool Same(double a, double b)
    {
        return Math.Abs(a - b) < double.Epsilon; // want "csharp/epsilon-tolerance"
    }

    public bool Zero(float x) => Math.Abs(x) <= float.Epsilon; // want "csharp/epsilon-tolerance"

    public bool Differ(double a, double b) => Double.Epsilon <= Math.Abs(a - b); // want "csharp/epsilon-tolerance"
}
