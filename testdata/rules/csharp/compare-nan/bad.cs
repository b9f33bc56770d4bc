public static class Stats
{
    public static bool Missing(double v, float f) => v == double.NaN || float.NaN != f; // want "csharp/compare-nan" "csharp/compare-nan"
}
