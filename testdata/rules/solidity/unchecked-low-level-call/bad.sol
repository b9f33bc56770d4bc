pragma solidity 0.8.24;

contract Payout {
    function pay(address payable to, uint256 amount, bytes calldata data) external {
        to.send(amount); // want "solidity/unchecked-low-level-call"
        to.call{value: amount}(""); // want "solidity/unchecked-low-level-call"
        to.call(data); // want "solidity/unchecked-low-level-call"
    }
}
