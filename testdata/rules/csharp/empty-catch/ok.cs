public class Store
{
    public void Save()
    {
        try
        {
            Flush();
        }
        catch (System.IO.IOException ex)
        {
            logger.LogWarning(ex, "flush failed");
        }
        try
        {
            Delete();
        }
        catch (System.IO.FileNotFoundException)
        {
            // already gone: nothing to delete
        }
    }
}
