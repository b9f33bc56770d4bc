public static class Stats
{
    public static bool Missing(double v, float f) => double.IsNaN(v) || float.IsNaN(f) || v == double.MaxValue;
}
