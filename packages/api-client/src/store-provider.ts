// react-redux as the apps use it, from inside this shared package: like Redux Toolkit, react-redux is
// bundled here (tree-shaken: no `connect`) rather than shared whole, so the shell and every remote
// still see the one store context this package's hooks read. Apps never import react-redux directly.
export { Provider as StoreProvider, useDispatch } from 'react-redux';
