using System.IO;
using System.Web;
using System.Web.Mvc;

public class DownloadController : Controller
{
    public void Report()
    {
        var name = Path.GetFileName(Request.QueryString["file"]);
        Response.WriteFile(Server.MapPath("~/reports/" + name));
    }

    public void Terms()
    {
        Response.TransmitFile(Server.MapPath("~/static/terms.pdf"));
    }
}
