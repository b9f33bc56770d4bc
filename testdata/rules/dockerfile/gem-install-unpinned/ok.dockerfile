FROM ruby:3.3-slim
WORKDIR /app
RUN gem install bundler
RUN gem install --no-document bundler -v 2.5.18
RUN gem install rails -v 7.2.1 && gem install --no-document puma:6.4.2
RUN gem install --no-document --version 1.15.0 foreman
COPY Gemfile Gemfile.lock ./
RUN bundle install
