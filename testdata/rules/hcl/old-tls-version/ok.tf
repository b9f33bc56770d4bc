resource "azurerm_storage_account" "data" {
  name            = "data"
  min_tls_version = "TLS1_2"
}

resource "azurerm_mssql_server" "main" {
  name                = "main"
  minimum_tls_version = "1.2"
}

resource "aws_lb_listener" "https" {
  load_balancer_arn = aws_lb.main.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-TLS13-1-2-2021-06"
}

resource "aws_cloudfront_distribution" "site" {
  viewer_certificate {
    acm_certificate_arn      = aws_acm_certificate.site.arn
    minimum_protocol_version = "TLSv1.2_2021"
  }
}

resource "google_compute_ssl_policy" "modern" {
  name            = "modern"
  min_tls_version = "TLS_1_2"
}

resource "aws_api_gateway_domain_name" "api" {
  domain_name              = "api.example.com"
  regional_certificate_arn = aws_acm_certificate.api.arn
  security_policy          = "TLS_1_2"
}

resource "aws_cloudfront_distribution" "site" {
  enabled = true
  origin {
    domain_name = "origin.example.com"
    origin_id   = "app"
    custom_origin_config {
      http_port              = 80
      https_port             = 443
      origin_protocol_policy = "https-only"
      origin_ssl_protocols   = ["TLSv1.2"]
    }
  }
}

resource "azurerm_cosmosdb_account" "docs" {
  name                = "docs"
  location            = "westeurope"
  resource_group_name = "rg"
  offer_type          = "Standard"
  minimal_tls_version = "Tls12"
  consistency_policy {
    consistency_level = "Session"
  }
  geo_location {
    location          = "westeurope"
    failover_priority = 0
  }
}

resource "azurerm_mysql_flexible_server_configuration" "tls" {
  name                = "tls_version"
  resource_group_name = "rg"
  server_name         = azurerm_mysql_flexible_server.main.name
  value               = "TLSv1.2,TLSv1.3"
}

resource "azurerm_postgresql_flexible_server_configuration" "tls" {
  name      = "ssl_min_protocol_version"
  server_id = azurerm_postgresql_flexible_server.main.id
  value     = "TLSv1.2"
}
