using System.Web;
using System.Web.Mvc;

public class DownloadController : Controller
{
    public void Report()
    {
        var name = Request.QueryString["file"];
        Response.ContentType = "application/pdf";
        Response.WriteFile(Server.MapPath("~/reports/" + name)); // want "csharp/path-traversal"
    }

    public void Attachment(string path)
    {
        Response.TransmitFile(path); // want "csharp/path-traversal"
    }
}
