public class BioTagHelper : TagHelper {
    public IHtmlContent Render(IHtmlHelper Html, Profile p) {
        var a = Html.Raw("<br/>");
        return new HtmlString(HtmlEncoder.Default.Encode(p.Signature));
    }
}

public partial class Comment : ComponentBase {
    [Parameter] public string Body { get; set; }
    MarkupString Static => (MarkupString)"<b>static</b>";
    MarkupString Clean() => new MarkupString(sanitizer.Sanitize(Body));
}
