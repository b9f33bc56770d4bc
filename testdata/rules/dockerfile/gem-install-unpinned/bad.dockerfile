FROM ruby:3.3-slim
RUN gem install rails # want "dockerfile/gem-install-unpinned"
RUN gem install --no-document foreman puma:6.4.2 # want "dockerfile/gem-install-unpinned"
