public class Store
{
    public void Save()
    {
        try
        {
            Flush();
        }
        catch (System.IO.IOException ex) { } // want "csharp/empty-catch"
    }
}
