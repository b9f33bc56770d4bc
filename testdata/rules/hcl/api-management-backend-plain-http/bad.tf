resource "azurerm_api_management_backend" "orders" { # want "hcl/api-management-backend-plain-http"
  name                = "orders"
  resource_group_name = azurerm_resource_group.rg.name
  api_management_name = azurerm_api_management.apim.name
  protocol            = "http"
  url                 = "http://orders.internal.example.com/api"
}
