public class Point { // want "csharp/equals-without-gethashcode"
    public int X, Y;
    public override bool Equals(object obj) => obj is Point p && p.X == X && p.Y == Y;
}
