using Microsoft.AspNetCore.Components;

// Blazor: properties filled from the query string or the posted form, and
// NavigationManager.NavigateTo going where it is told.
public partial class Login : ComponentBase
{
    [Inject] public NavigationManager Navigation { get; set; }
    [SupplyParameterFromQuery] public string ReturnUrl { get; set; }
    [SupplyParameterFromQuery(Name = "next")] public string Next { get; set; }
    [Parameter] public string Title { get; set; }

    private void Done()
    {
        Navigation.NavigateTo(ReturnUrl, forceLoad: true); // want "csharp/open-redirect"
    }

    private void Home()
    {
        Navigation.NavigateTo("/");
        Navigation.NavigateTo($"/items/{Next}");
        Navigation.NavigateTo(Title);
    }
}
