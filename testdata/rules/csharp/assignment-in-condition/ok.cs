using System.IO;

public class Reader
{
    private bool _done;

    public int Count(TextReader input)
    {
        int n = 0;
        string line;
        while ((line = input.ReadLine()) != null)
        {
            n++;
        }
        bool last = (_done = true);
        if (_done == true && n > 0)
        {
            n++;
        }
        while (!_done)
        {
            _done = n > 10;
        }
        return last ? n : 0;
    }
}
