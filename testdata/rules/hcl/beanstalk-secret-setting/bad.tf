resource "aws_elastic_beanstalk_environment" "web" { # want "hcl/beanstalk-secret-setting"
  name                = "web"
  application         = aws_elastic_beanstalk_application.app.name
  solution_stack_name = "64bit Amazon Linux 2023 v4.3.0 running Python 3.11"
  setting {
    namespace = "aws:elasticbeanstalk:application:environment"
    name      = "DJANGO_SECRET_KEY"
    value     = "k3j4h5g6f7d8s9a0"
  }
}
