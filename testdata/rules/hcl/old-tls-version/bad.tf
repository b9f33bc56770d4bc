resource "azurerm_storage_account" "data" { # want "hcl/old-tls-version: min_tls_version = \"TLS1_0\""
  name            = "data"
  min_tls_version = "TLS1_0"
}

resource "azurerm_mssql_server" "main" { # want "hcl/old-tls-version"
  name                = "main"
  minimum_tls_version = "1.1"
}

resource "aws_lb_listener" "https" { # want "hcl/old-tls-version"
  load_balancer_arn = aws_lb.main.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-2016-08"
}

resource "aws_cloudfront_distribution" "site" { # want "hcl/old-tls-version"
  viewer_certificate {
    acm_certificate_arn      = aws_acm_certificate.site.arn
    minimum_protocol_version = "TLSv1_2016"
  }
}

resource "aws_api_gateway_domain_name" "api" { # want "hcl/old-tls-version"
  domain_name              = "api.example.com"
  regional_certificate_arn = aws_acm_certificate.api.arn
  security_policy          = "TLS_1_0"
}

resource "aws_cloudfront_distribution" "site" { # want "hcl/old-tls-version: origin_ssl_protocols"
  enabled = true
  origin {
    domain_name = "origin.example.com"
    origin_id   = "app"
    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "https-only"
      origin_ssl_protocols   = ["TLSv1", "TLSv1.1", "TLSv1.2"]
    }
  }
}

resource "azurerm_linux_web_app" "kudu" { # want "hcl/old-tls-version"
  name                = "kudu"
  resource_group_name = "rg"
  location            = "westeurope"
  service_plan_id     = azurerm_service_plan.main.id
  https_only          = true
  site_config {
    minimum_tls_version     = "1.2"
    scm_minimum_tls_version = "1.0"
  }
}

resource "azurerm_cdn_frontdoor_custom_domain" "www" { # want "hcl/old-tls-version"
  name                     = "www"
  cdn_frontdoor_profile_id = azurerm_cdn_frontdoor_profile.main.id
  host_name                = "www.example.com"
  tls {
    certificate_type    = "ManagedCertificate"
    minimum_tls_version = "TLS10"
  }
}

resource "azurerm_cosmosdb_account" "docs" { # want "hcl/old-tls-version"
  name                = "docs"
  location            = "westeurope"
  resource_group_name = "rg"
  offer_type          = "Standard"
  minimal_tls_version = "Tls11"
  consistency_policy {
    consistency_level = "Session"
  }
  geo_location {
    location          = "westeurope"
    failover_priority = 0
  }
}

resource "azurerm_mysql_flexible_server_configuration" "tls" { # want "hcl/old-tls-version"
  name                = "tls_version"
  resource_group_name = "rg"
  server_name         = azurerm_mysql_flexible_server.main.name
  value               = "TLSv1,TLSv1.1,TLSv1.2"
}

resource "azurerm_postgresql_flexible_server_configuration" "tls" { # want "hcl/old-tls-version"
  name      = "ssl_min_protocol_version"
  server_id = azurerm_postgresql_flexible_server.main.id
  value     = "TLSv1.1"
}
