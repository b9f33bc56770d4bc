export function Continue() {
  const params = new URLSearchParams(window.location.search);
  const next = params.get('next');
  return <a href={next}>Continue</a>; // want "javascript/jsx-url-from-page"
}
export function Back() {
  return <a href={new URLSearchParams(location.search).get('back')}>Back</a>; // want "javascript/jsx-url-from-page"
}
export class Login extends React.Component {
  render() {
    return <Redirect to={this.props.location.query.next} />; // want "javascript/jsx-url-from-page"
  }
}
