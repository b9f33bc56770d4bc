resource "azurerm_cdn_endpoint" "site" { # want "hcl/plain-http-allowed"
  name                = "site"
  profile_name        = azurerm_cdn_profile.main.name
  location            = "westeurope"
  resource_group_name = azurerm_resource_group.main.name
  is_http_allowed     = true
  origin {
    name      = "origin"
    host_name = "www.example.com"
  }
}

resource "azurerm_api_management_api" "orders" { # want "hcl/plain-http-allowed"
  name                = "orders"
  resource_group_name = azurerm_resource_group.main.name
  api_management_name = azurerm_api_management.main.name
  revision            = "1"
  protocols           = ["http", "https"]
}
