pragma solidity 0.8.24;

contract Treasury {
    function withdraw(address payable to, uint256 amount) external { // want "solidity/unprotected-ether-withdrawal"
        to.transfer(amount);
    }

    function sweep(address to) public { // want "solidity/unprotected-ether-withdrawal"
        (bool ok, ) = payable(to).call{value: address(this).balance}("");
        ok;
    }
}
