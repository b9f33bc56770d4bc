public class BioTagHelper : TagHelper {
    public IHtmlContent Render(IHtmlHelper Html, Profile p) {
        var a = Html.Raw(p.Bio); // want "csharp/raw-html-output"
        return new HtmlString(p.Signature); // want "csharp/raw-html-output"
    }
    public IHtmlContent Qualified(Profile p) {
        return new Microsoft.AspNetCore.Html.HtmlString(p.Bio); // want "csharp/raw-html-output"
    }
}

public partial class Comment : ComponentBase {
    [Parameter] public string Body { get; set; }
    MarkupString Rendered => (MarkupString)Body; // want "csharp/raw-html-output"
    MarkupString Other() => new MarkupString(Body); // want "csharp/raw-html-output"
}
