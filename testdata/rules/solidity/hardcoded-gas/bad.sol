pragma solidity 0.8.24;

contract Pay {
    function pay(address to, uint256 amount) external {
        (bool ok, ) = to.call{value: amount, gas: 2300}(""); // want "solidity/hardcoded-gas"
        require(ok);
    }
}
