resource "azurerm_api_management_backend" "orders" {
  name                = "orders"
  resource_group_name = azurerm_resource_group.rg.name
  api_management_name = azurerm_api_management.apim.name
  protocol            = "http"
  url                 = "https://orders.example.com/api"
  tls {
    validate_certificate_chain = true
    validate_certificate_name  = true
  }
}

resource "azurerm_api_management_api" "orders" {
  name                = "orders"
  resource_group_name = azurerm_resource_group.rg.name
  api_management_name = azurerm_api_management.apim.name
  revision            = "1"
  service_url         = "https://orders.example.com/api"
}

resource "azurerm_api_management_logger" "app_insights" {
  name                = "insights"
  api_management_name = azurerm_api_management.apim.name
  resource_group_name = azurerm_resource_group.rg.name
  resource_id         = azurerm_application_insights.main.id
  application_insights {
    instrumentation_key = azurerm_application_insights.main.instrumentation_key
  }
}
