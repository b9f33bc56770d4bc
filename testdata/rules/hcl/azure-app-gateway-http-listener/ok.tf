resource "azurerm_application_gateway" "web" {
  name                = "web-appgw"
  resource_group_name = azurerm_resource_group.web.name
  location            = azurerm_resource_group.web.location

  sku {
    name     = "Standard_v2"
    tier     = "Standard_v2"
    capacity = 2
  }

  frontend_port {
    name = "http"
    port = 80
  }

  frontend_port {
    name = "https"
    port = 443
  }

  ssl_certificate {
    name                = "web"
    key_vault_secret_id = azurerm_key_vault_certificate.web.secret_id
  }

  http_listener {
    name                           = "http"
    frontend_ip_configuration_name = "public"
    frontend_port_name             = "http"
    protocol                       = "Http"
  }

  http_listener {
    name                           = "https"
    frontend_ip_configuration_name = "public"
    frontend_port_name             = "https"
    protocol                       = "Https"
    ssl_certificate_name           = "web"
  }

  # the HTTP listener only sends clients on to HTTPS
  redirect_configuration {
    name                 = "to-https"
    redirect_type        = "Permanent"
    target_listener_name = "https"
    include_path         = true
    include_query_string = true
  }

  request_routing_rule {
    name                        = "http-redirect"
    rule_type                   = "Basic"
    http_listener_name          = "http"
    redirect_configuration_name = "to-https"
    priority                    = 100
  }

  # a backend reached over plain HTTP inside the virtual network is not a listener
  backend_http_settings {
    name                  = "app-http"
    cookie_based_affinity = "Disabled"
    port                  = 80
    protocol              = "Http"
    request_timeout       = 30
  }
}

resource "azurerm_application_gateway" "internal" {
  name                = "internal-appgw"
  resource_group_name = azurerm_resource_group.web.name
  location            = azurerm_resource_group.web.location

  http_listener {
    name                           = "https"
    frontend_ip_configuration_name = "private"
    frontend_port_name             = "https"
    protocol                       = "Https"
    ssl_certificate_name           = "internal"
  }
}

# the Application Gateway Ingress Controller owns the listeners: Terraform only seeds one
resource "azurerm_application_gateway" "ingress" {
  name                = "ingress-appgw"
  resource_group_name = azurerm_resource_group.web.name
  location            = azurerm_resource_group.web.location

  http_listener {
    name                           = "seed"
    frontend_ip_configuration_name = "public"
    frontend_port_name             = "http"
    protocol                       = "Http"
  }

  lifecycle {
    ignore_changes = [
      tags,
      backend_address_pool,
      backend_http_settings,
      http_listener,
      request_routing_rule,
    ]
  }
}
