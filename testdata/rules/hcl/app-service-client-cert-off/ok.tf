resource "azurerm_linux_web_app" "internal" {
  name                       = "internal"
  location                   = "westeurope"
  resource_group_name        = "rg"
  service_plan_id            = azurerm_service_plan.plan.id
  https_only                 = true
  client_certificate_enabled = true
  client_certificate_mode    = "Required"
  site_config {}
}

# an API Management gateway's own setting is another product
resource "azurerm_api_management" "apim" {
  name                       = "apim"
  location                   = "westeurope"
  resource_group_name        = "rg"
  publisher_name             = "Example"
  publisher_email            = "api@example.com"
  sku_name                   = "Developer_1"
  client_certificate_enabled = false
}
